import { Box, Button, endpointUrl, getRuntimeConfig, Tooltip } from '@vigil/shared';

/** Where the Google button sends the browser: the API starts the consent flow from there. */
export const googleStartUrl = () => endpointUrl('googleStart');

export const GOOGLE_NOT_SET_UP = 'Google sign-in is not set up on this server.';

/**
 * Sign in with Google (product.md §2: always offered). A deployment without a Google client
 * (`google: false` in /config/app.json) shows it disabled with the reason, never a link to a 404.
 */
export function GoogleButton({ disabled = false }: { disabled?: boolean }) {
  const configured = getRuntimeConfig().google;
  const button = (
    <Button
      type="button"
      variant="outline"
      width="full"
      disabled={disabled || !configured}
      onClick={() => window.location.assign(googleStartUrl())}
    >
      Sign in with Google
    </Button>
  );
  if (configured) return button;
  // A disabled button gets no hover or focus, so the tip hangs on a focusable wrapper.
  return (
    <Tooltip content={GOOGLE_NOT_SET_UP}>
      <Box tabIndex={0} display="block">
        {button}
      </Box>
    </Tooltip>
  );
}
