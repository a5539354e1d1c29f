import { useParams } from '@vigil/shared';
import { NotFoundState } from '../components/not-found-state';
import { ObjectScreen } from '../components/object-screen';
import { MonitorDetailHeader } from '../features/uptime/components/monitor-detail-header';
import { MonitorDetailIncidents } from '../features/uptime/components/monitor-detail-incidents';
import { MonitorDetailResponseTimes } from '../features/uptime/components/monitor-detail-response-times';
import { MonitorDetailResults } from '../features/uptime/components/monitor-detail-results';
import { useMonitor } from '../features/uptime/data/monitor-detail';
import { paths } from '../paths';

/** /uptime/:id : one monitor: state and uptime, response times, incidents and the last checks. */
export function UptimeMonitorRoute() {
  const { id = '' } = useParams();
  return (
    <ObjectScreen
      title="Monitor"
      thing="monitor"
      query={useMonitor(id)}
      back={{ to: paths.uptime, label: '← Uptime' }}
      notFound={<NotFoundState thing="monitor" backTo={paths.uptime} backLabel="Back to Uptime" />}
    >
      {(monitor) => (
        <>
          <MonitorDetailHeader monitor={monitor} />
          <MonitorDetailResponseTimes id={monitor.id} />
          <MonitorDetailIncidents id={monitor.id} />
          <MonitorDetailResults id={monitor.id} />
        </>
      )}
    </ObjectScreen>
  );
}
