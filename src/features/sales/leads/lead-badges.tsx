// The overdue marks of a lead (a follow-up day passed, the sales clock's lateness): red and
// worded, so they do not rely on colour alone.

/** The red, worded mark of something late (a clock icon and its words). */
function OverdueMark({ text, mark }: { text: string; mark: 'data-overdue' | 'data-late-mark' }) {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white"
      {...{ [mark]: '' }}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-3.5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      >
        <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 7v5l3 2" />
      </svg>
      {text}
    </span>
  );
}

export function FollowUp({ text, overdue, overdueLabel }: { text: string; overdue: boolean; overdueLabel: string }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-follow-up={overdue ? 'overdue' : 'on-time'}>
      <span className={overdue ? 'font-semibold text-red-800' : undefined}>{text}</span>
      {overdue && <OverdueMark text={overdueLabel} mark="data-overdue" />}
    </span>
  );
}

/** How late a lead is by the sales clock: 'há 2 h 15 min de atraso'. */
export function LateBadge({ text }: { text: string }) {
  return (
    <span className="mt-1 block">
      <OverdueMark text={text} mark="data-late-mark" />
    </span>
  );
}
