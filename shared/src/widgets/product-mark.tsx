import { HStack, Text } from '../ui';

/** The product's name, written once for every screen that shows it. */
export const PRODUCT_NAME = 'Vigil';

/** The logo: an eye in a rounded square, in the current palette (follows both themes). */
export function ProductLogo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M5 16c3-5.5 6.8-8 11-8s8 2.5 11 8c-3 5.5-6.8 8-11 8s-8-2.5-11-8z"
        fill="none"
        stroke="var(--chakra-colors-bg)"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="16" r="3.6" fill="var(--chakra-colors-bg)" />
    </svg>
  );
}

/** Logo and name side by side, as the sign-in, wizard and onboarding screens carry them. */
export function ProductMark() {
  return (
    <HStack
      gap="2"
      colorPalette="blue"
      color="colorPalette.solid"
      role="img"
      aria-label={PRODUCT_NAME}
    >
      <ProductLogo />
      <Text as="span" fontWeight="bold" fontSize="xl" color="fg" aria-hidden="true">
        {PRODUCT_NAME}
      </Text>
    </HStack>
  );
}
