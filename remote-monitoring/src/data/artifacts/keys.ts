/** Query keys of stored scan files (screenshots, captured HTML). */
export const artifactKeys = {
  all: ['artifacts'] as const,
  file: (id: string, as: 'blob' | 'text') => [...artifactKeys.all, id, as] as const,
};
