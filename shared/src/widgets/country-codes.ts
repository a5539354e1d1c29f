/** A country of the phone input's dropdown. */
export interface CountryCode {
  /** ISO 3166-1 alpha-2, unique (several countries share +1, +7…). */
  iso: string;
  name: string;
  /** Dialling code with its plus sign. */
  code: string;
}

/** About 50 countries, the United States first (product.md §2). */
export const COUNTRY_CODES = [
  { iso: 'US', name: 'United States', code: '+1' },
  { iso: 'CA', name: 'Canada', code: '+1' },
  { iso: 'GB', name: 'United Kingdom', code: '+44' },
  { iso: 'AU', name: 'Australia', code: '+61' },
  { iso: 'NZ', name: 'New Zealand', code: '+64' },
  { iso: 'IE', name: 'Ireland', code: '+353' },
  { iso: 'IN', name: 'India', code: '+91' },
  { iso: 'DE', name: 'Germany', code: '+49' },
  { iso: 'FR', name: 'France', code: '+33' },
  { iso: 'ES', name: 'Spain', code: '+34' },
  { iso: 'IT', name: 'Italy', code: '+39' },
  { iso: 'NL', name: 'Netherlands', code: '+31' },
  { iso: 'BE', name: 'Belgium', code: '+32' },
  { iso: 'CH', name: 'Switzerland', code: '+41' },
  { iso: 'AT', name: 'Austria', code: '+43' },
  { iso: 'SE', name: 'Sweden', code: '+46' },
  { iso: 'NO', name: 'Norway', code: '+47' },
  { iso: 'DK', name: 'Denmark', code: '+45' },
  { iso: 'FI', name: 'Finland', code: '+358' },
  { iso: 'PT', name: 'Portugal', code: '+351' },
  { iso: 'PL', name: 'Poland', code: '+48' },
  { iso: 'CZ', name: 'Czech Republic', code: '+420' },
  { iso: 'GR', name: 'Greece', code: '+30' },
  { iso: 'TR', name: 'Turkey', code: '+90' },
  { iso: 'UA', name: 'Ukraine', code: '+380' },
  { iso: 'RU', name: 'Russia', code: '+7' },
  { iso: 'IL', name: 'Israel', code: '+972' },
  { iso: 'AE', name: 'United Arab Emirates', code: '+971' },
  { iso: 'SA', name: 'Saudi Arabia', code: '+966' },
  { iso: 'EG', name: 'Egypt', code: '+20' },
  { iso: 'ZA', name: 'South Africa', code: '+27' },
  { iso: 'NG', name: 'Nigeria', code: '+234' },
  { iso: 'KE', name: 'Kenya', code: '+254' },
  { iso: 'BR', name: 'Brazil', code: '+55' },
  { iso: 'MX', name: 'Mexico', code: '+52' },
  { iso: 'AR', name: 'Argentina', code: '+54' },
  { iso: 'CL', name: 'Chile', code: '+56' },
  { iso: 'CO', name: 'Colombia', code: '+57' },
  { iso: 'PE', name: 'Peru', code: '+51' },
  { iso: 'JP', name: 'Japan', code: '+81' },
  { iso: 'KR', name: 'South Korea', code: '+82' },
  { iso: 'CN', name: 'China', code: '+86' },
  { iso: 'HK', name: 'Hong Kong', code: '+852' },
  { iso: 'TW', name: 'Taiwan', code: '+886' },
  { iso: 'SG', name: 'Singapore', code: '+65' },
  { iso: 'MY', name: 'Malaysia', code: '+60' },
  { iso: 'ID', name: 'Indonesia', code: '+62' },
  { iso: 'PH', name: 'Philippines', code: '+63' },
  { iso: 'TH', name: 'Thailand', code: '+66' },
  { iso: 'VN', name: 'Vietnam', code: '+84' },
  { iso: 'PK', name: 'Pakistan', code: '+92' },
  { iso: 'BD', name: 'Bangladesh', code: '+880' },
] as const satisfies readonly CountryCode[];
