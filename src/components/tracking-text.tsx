// A text that may name tracking numbers ('Envio PLP-4V35W-AQR6Z aprovado'): each number is kept on
// one line, as it is read and typed as one (a line may otherwise break after its hyphens).
import { Fragment, type ReactNode } from 'react';
import { TRACKING_NUMBER_IN_TEXT } from '@/lib/tracking/tracking-number';

export function TrackingText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TRACKING_NUMBER_IN_TEXT)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="whitespace-nowrap">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last === 0) return text;
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
