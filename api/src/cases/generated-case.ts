import type { CaseStep } from '@vigil/contract';

export type GeneratedKey = 'form' | 'navigation' | 'cta';

export interface GeneratedCase {
  key: GeneratedKey;
  title: string;
  steps: CaseStep[];
}

export interface PageSource {
  url: string;
  html: string;
}
