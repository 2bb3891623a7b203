// 'CONHEÇA NOSSOS PROJETOS' and its 'Plantas do Condomínio' dialog (an island). The plans arrive
// as static, server-rendered children, so this island ships only the dialog behaviour.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

export interface PlansDialogProps {
  labels: { trigger: string; title: string; description: string; close: string; closeIcon: string };
  children?: ReactNode;
}

export function PlansDialog({ labels, children }: PlansDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="default" size="lg" data-plans-trigger>
          {labels.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={labels.closeIcon} size="lg">
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogDescription>{labels.description}</DialogDescription>
        </DialogHeader>
        <DialogBody>{children}</DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="default">{labels.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
