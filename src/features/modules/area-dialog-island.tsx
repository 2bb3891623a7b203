// Island: a 'Quadro de Áreas' button and its dialog. The table inside arrives as children, HTML
// rendered on the server, so the island's own code is only the button and the dialog.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

interface AreaDialogProps {
  triggerLabel: string;
  title: string;
  description: string;
  closeLabel: string;
  /** Id of the text that says which module the button is about (a card's heading). */
  describedBy?: string;
  /** The full table gets the wide dialog; a single module's figures a narrow one. */
  wide?: boolean;
  variant?: 'outline' | 'default';
  triggerClassName?: string;
  children?: ReactNode;
}

export function AreaDialog(props: AreaDialogProps) {
  const { triggerLabel, title, description, closeLabel, describedBy, wide = false, variant = 'outline', triggerClassName, children } = props;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant={variant} size={wide ? 'default' : 'sm'} aria-describedby={describedBy} className={triggerClassName}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 5h18v14H3zM3 10h18M3 15h18M9 5v14" />
          </svg>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={closeLabel} size={wide ? 'xl' : 'sm'}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody>{children}</DialogBody>
      </DialogContent>
    </Dialog>
  );
}
