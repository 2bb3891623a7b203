// The staff's gate page (server-rendered, no script): a GET form of the day and the period, the
// day's movements per module and one by one, and how long arrivals stayed, by module and carrier.
import type { ReactNode } from 'react';
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';
import { EmptyList, FilterForm, TableFrame } from '@/components/list-parts';
import type { GateReportProps } from './gate-report-view.server';

const num = 'text-right tabular-nums';

function Section({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8" data-report={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {note && <p className="mt-1 text-sm text-muted-foreground">{note}</p>}
      {children}
    </section>
  );
}

/** Rows of a label and figures: the modules of the day, the stays by module or by carrier. */
function FigureTable({
  first,
  columns,
  rows,
  testId,
}: {
  first: string;
  columns: string[];
  rows: { key: string; label: string; cells: string[] }[];
  testId: string;
}) {
  return (
    <TableFrame headings={[first, ...columns.map((label) => ({ label, className: num }))]} minWidth="md:min-w-[36rem]">
      {rows.map((row) => (
        <tr
          key={row.key}
          data-row={`${testId}-${row.key}`}
          className={row.key === 'total' ? 'font-semibold' : undefined}
        >
          <th scope="row" className="break-words">
            {row.label}
          </th>
          {row.cells.map((value, i) => (
            <td key={columns[i]} data-label={columns[i]} className={num}>
              {value}
            </td>
          ))}
        </tr>
      ))}
    </TableFrame>
  );
}

function Movements({ props }: { props: GateReportProps }) {
  const l = props.labels;
  const columns = [
    l['gateReport.col.out'],
    l['gateReport.col.module'],
    l['gateReport.col.who'],
    l['gateReport.col.tenant'],
    l['gateReport.col.stay'],
  ];
  return (
    <TableFrame headings={[l['gateReport.col.in'], ...columns]}>
      {props.movements.map((m) => (
        <tr key={m.id} data-movement={m.id}>
          <th scope="row" className="tabular-nums">
            {m.in}
          </th>
          {[m.out, m.module, m.who, m.tenant, m.stay].map((value, i) => (
            <td key={columns[i]} data-label={columns[i]} className="break-words">
              {value}
            </td>
          ))}
        </tr>
      ))}
    </TableFrame>
  );
}

export function StaffGatePage({ props, tabs }: { props: GateReportProps; tabs: Parameters<typeof LinkTabs>[0] }) {
  const l = props.labels;
  const day = (name: 'dia' | 'de' | 'ate', label: string, value: string) => ({
    type: 'date' as const,
    id: `gate-${name}`,
    name,
    label,
    value,
  });
  const stays = [l['gateReport.col.stays'], l['gateReport.col.median'], l['gateReport.col.p90']];
  return (
    <section>
      <AdminHeading title={l['gateReport.title']} tabs={tabs} intro={l['gateReport.intro']} />
      <FilterForm
        view={props}
        columns={3}
        className="mt-6"
        controls={[
          day('dia', l['gateReport.form.day'], props.form.day),
          day('de', l['gateReport.form.from'], props.form.from),
          day('ate', l['gateReport.form.to'], props.form.to),
        ]}
      />
      <Section id="gate-day" title={l['gateReport.day.title']} note={props.dayText}>
        {props.modules.length === 0 ? (
          <EmptyList>{l['gateReport.day.empty']}</EmptyList>
        ) : (
          <FigureTable
            first={l['gateReport.col.module']}
            columns={[
              l['gateReport.col.expected'],
              l['gateReport.col.arrived'],
              l['gateReport.col.left'],
              l['gateReport.col.inside'],
            ]}
            rows={props.modules.map((m) => ({ key: m.key, label: m.module, cells: m.cells }))}
            testId="day"
          />
        )}
      </Section>
      {props.movements.length > 0 && (
        <Section id="gate-movements" title={l['gateReport.movements.title']} note={props.dayText}>
          <Movements props={props} />
        </Section>
      )}
      <Section id="gate-waiting" title={l['gateReport.waiting.title']} note={props.periodText}>
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">{l['gateReport.waiting.help']}</p>
        {props.waitingByModule.length === 0 ? (
          <EmptyList>{l['gateReport.waiting.empty']}</EmptyList>
        ) : (
          <>
            <h3 className="mt-4 font-semibold">{l['gateReport.waiting.byModule']}</h3>
            <FigureTable
              first={l['gateReport.col.module']}
              columns={stays}
              rows={props.waitingByModule}
              testId="module"
            />
            <h3 className="mt-6 font-semibold">{l['gateReport.waiting.byCarrier']}</h3>
            {props.waitingByCarrier.length === 0 ? (
              <EmptyList>{l['gateReport.waiting.noTrucks']}</EmptyList>
            ) : (
              <FigureTable
                first={l['gateReport.col.carrier']}
                columns={stays}
                rows={props.waitingByCarrier}
                testId="carrier"
              />
            )}
          </>
        )}
      </Section>
    </section>
  );
}
