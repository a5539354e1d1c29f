import { type ReactNode, useState } from 'react';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame, type ListQuery } from '../../../components/list/list-frame';

/**
 * One of the monitor screen's lists (its incidents, its last checks): titled, and paged on its own
 * (the address's page is nobody's here). `useRows` reads one page of the monitor's rows.
 */
export function MonitorSection<T>(props: {
  title: string;
  monitorId: string;
  useRows: (monitorId: string, page: number) => ListQuery<T>;
  /** No rows yet: what will put some here. */
  empty: { title: string; hint: string };
  children: (rows: T[]) => ReactNode;
}) {
  const [page, setPage] = useState(1);
  const what = `the ${props.title.toLowerCase()}`;
  return (
    <ListFrame
      label={props.title}
      title={props.title}
      query={props.useRows(props.monitorId, page)}
      loadingLabel={`Loading ${what}`}
      errorText={`Could not load ${what}.`}
      empty={<ListEmpty title={props.empty.title} hint={props.empty.hint} />}
      page={page}
      onPageChange={setPage}
    >
      {props.children}
    </ListFrame>
  );
}
