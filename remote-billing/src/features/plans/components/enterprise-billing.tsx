import { Button, notify } from '@vigil/shared';
import { useState } from 'react';
import { getPortalUrl } from '../api/get-portal-url';
import { redirectTo } from '../redirect';

/** Enterprise billing lives in Stripe's portal: one button that goes there. */
export function EnterpriseBilling() {
  const [opening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    try {
      redirectTo(await getPortalUrl());
    } catch (error) {
      console.warn('The billing portal could not be opened:', error);
      notify.error('contact support');
      setOpening(false);
    }
  }
  return (
    <Button alignSelf="flex-start" loading={opening} onClick={() => void open()}>
      Manage Billing
    </Button>
  );
}
