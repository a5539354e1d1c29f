import { NotFoundState } from '../components/not-found-state';
import { IdScreen } from '../components/id-screen';
import { useTest } from '../data/tests/get-test';
import { ScanScreenshot } from '../features/scan-detail/components/scan-screenshot';
import { TestReport } from '../features/test-detail/components/test-report';
import { TestSummary } from '../features/test-detail/components/test-summary';
import { paths } from '../paths';

/** /test/:id : a page's new scan against its baseline; polled while the test works. */
export function TestRoute() {
  return (
    <IdScreen
      thing="test"
      useObject={useTest}
      notFound={<NotFoundState thing="test" backTo={paths.home} backLabel="Back to your sites" />}
    >
      {(test) => (
        <>
          <TestSummary test={test} />
          <TestReport
            test={test}
            screenshot={(image, alt) => <ScanScreenshot image={image} alt={alt} />}
          />
        </>
      )}
    </IdScreen>
  );
}
