// The flash message a layout shows once (src/lib/flash.ts), after a form redirected here. Without
// JavaScript it is a notice on the page; hydrated, it becomes a toast. The server has already
// cleared it, so a reload does not repeat it.
import { useEffect } from 'react';
import { useHydrated } from './use-hydrated';
import { toast, Toaster, type ToastVariant } from '@/components/ui/toaster';

export interface FlashNoticeProps {
  title: string;
  text?: string;
  variant?: ToastVariant;
  closeLabel: string;
}

export default function FlashNotice({ title, text, variant = 'success', closeLabel }: FlashNoticeProps) {
  const inBrowser = useHydrated();
  useEffect(() => {
    toast({ title, description: text, variant });
  }, [title, text, variant]);
  if (inBrowser) return <Toaster closeLabel={closeLabel} />;
  const tone = variant === 'destructive' ? 'border-destructive/40 bg-destructive/5' : 'border-success/40 bg-success/10';
  return (
    <div role="status" className={`rounded-md border p-4 text-sm ${tone}`}>
      <p className="font-semibold">{title}</p>
      {text && <p className="mt-1">{text}</p>}
    </div>
  );
}
