import type { Site } from '@vigil/contract';
import { Button, useDeleteSite, useMyMembership, useNavigate } from '@vigil/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Delete site (screens.md /site/{id}, admins only), asked once more; home follows. */
export function DeleteSiteButton({ site }: { site: Site }) {
  const me = useMyMembership();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteSite(site.id, () => void navigate('/', { replace: true }));
  // The server refuses contributors (403); they are not offered the button at all.
  if (me.data?.type !== 'admin') return null;
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        Delete site
      </Button>
      <ConfirmDialog
        open={asking}
        title="Delete site"
        message={`Delete ${site.site_url}? Its pages, scans and screenshots are deleted for good; its issues are kept.`}
        confirmLabel="Delete site"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
