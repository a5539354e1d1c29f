import { useParams } from '@vigil/shared';
import { ObjectScreen, type ObjectQuery, type ObjectScreenProps } from './object-screen';

export interface IdScreenProps<T> extends Omit<ObjectScreenProps<T>, 'title' | 'query'> {
  /** The read of the object the address's :id names (a data hook, the same on every render). */
  useObject: (id: string) => ObjectQuery<T>;
}

/**
 * The screen of the object the route's :id names (/flow/:id, /scan/:id, …) in `ObjectScreen`'s
 * frame; its heading is the `thing` it shows ("flow run" is headed "Flow run").
 */
export function IdScreen<T>({ useObject, thing, ...frame }: IdScreenProps<T>) {
  const { id = '' } = useParams();
  const title = thing.charAt(0).toUpperCase() + thing.slice(1);
  return <ObjectScreen title={title} thing={thing} query={useObject(id)} {...frame} />;
}
