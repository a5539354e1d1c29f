import type { Site } from '@vigil/contract';
import { useDeleteSite, useMyMembership, useNavigate } from '@vigil/shared';
import { DeleteButton } from '../../../components/delete-button';

/** Delete site (screens.md /site/{id}, admins only), asked once more; home follows. */
export function DeleteSiteButton({ site }: { site: Site }) {
  const me = useMyMembership();
  const navigate = useNavigate();
  const remove = useDeleteSite(site.id, () => void navigate('/', { replace: true }));
  // The server refuses contributors (403); they are not offered the button at all.
  if (me.data?.type !== 'admin') return null;
  return (
    <DeleteButton
      label="Delete site"
      message={`Delete ${site.site_url}? Its pages, scans and screenshots are deleted for good; its issues are kept.`}
      remove={remove}
    />
  );
}
