// The gatehouse tablet's controls: tall fields and buttons, for a finger at the gate.
import { buttonVariants } from '@/components/ui/button';
import { controlClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export const big = cn(controlClass, 'h-14 text-lg');
export const bigButton = cn(buttonVariants({ size: 'lg' }), 'min-h-14 px-6 text-lg');
