/** Query keys of one scan and its files; 'scan-detail' keeps them apart from other features' keys. */
export const scanDetailKeys = {
  all: ['scan-detail'] as const,
  detail: (id: string) => [...scanDetailKeys.all, 'scan', id] as const,
  artifact: (id: string, as: 'blob' | 'text') =>
    [...scanDetailKeys.all, 'artifact', id, as] as const,
};
