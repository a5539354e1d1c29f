import { endpoints } from '@vigil/contract';
import { Button, getRuntimeConfig } from '@vigil/shared';

/** Where the Google button sends the browser: the API starts the consent flow from there. */
export const googleStartUrl = () => `${getRuntimeConfig().apiBase}${endpoints.googleStart.path}`;

/** Sign in with Google; absent when the deployment has no Google client (/config/app.json). */
export function GoogleButton({ disabled = false }: { disabled?: boolean }) {
  if (!getRuntimeConfig().google) return null;
  return (
    <Button
      type="button"
      variant="outline"
      disabled={disabled}
      onClick={() => window.location.assign(googleStartUrl())}
    >
      Sign in with Google
    </Button>
  );
}
