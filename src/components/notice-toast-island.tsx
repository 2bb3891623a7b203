// A success notice after a form post redirected here (?criado=1 on the dashboard, ?salvo=1 on the
// settings). Without JavaScript it is a notice on the page; hydrated, it becomes the success toast
// and the parameter leaves the address, so a reload does not repeat it.
import { useEffect, useSyncExternalStore } from 'react';
import { toast, Toaster } from '@/components/ui/toaster';

interface NoticeToastProps {
  title: string;
  description: string;
  closeLabel: string;
  param: string;
}

const subscribeNever = () => () => {};

export default function NoticeToast({ title, description, closeLabel, param }: NoticeToastProps) {
  const inBrowser = useSyncExternalStore(subscribeNever, () => true, () => false);
  useEffect(() => {
    const url = new URL(location.href);
    if (!url.searchParams.has(param)) return;
    toast({ title, description, variant: 'success' });
    url.searchParams.delete(param);
    history.replaceState(history.state, '', url);
  }, [title, description, param]);
  if (inBrowser) return <Toaster closeLabel={closeLabel} />;
  return (
    <div role="status" className="rounded-md border border-success/40 bg-success/10 p-4 text-sm">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{description}</p>
    </div>
  );
}
