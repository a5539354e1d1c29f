import { ListEmpty } from '../../../components/list/list-empty';
import { ScanNowButton } from './scan-now-button';

/** A page never scanned: say what to do next. */
export function NoScansYet({ pageId }: { pageId: string }) {
  return (
    <ListEmpty
      title="No scans yet"
      hint="Scan the page to get its screenshot, scores, accessibility and console report."
      action={<ScanNowButton pageId={pageId} />}
    />
  );
}
