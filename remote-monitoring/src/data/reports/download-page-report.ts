import { call } from '@vigil/shared';
import { reportFilename } from './report-filename';

/**
 * GET /v1/ops/page/:id/report.pdf through the signed-in client (a plain link would send no token
 * and get a 404), then saved under the server's filename through a temporary object URL.
 */
export async function downloadPageReport(pageId: string, pageUrl: string): Promise<string> {
  let disposition: string | undefined;
  const data = await call(
    'getPageReportPdf',
    { params: { id: pageId } },
    {
      responseType: 'blob',
      headers: { Accept: 'application/pdf' },
      // `call` returns the body only; the filename is in a header, read on the way through.
      transformResponse: [
        (body: unknown, headers?: Record<string, unknown>) => {
          const value = headers?.['content-disposition'];
          if (typeof value === 'string') disposition = value;
          return body;
        },
      ],
    },
  );
  if (!(data instanceof Blob)) throw new Error('The PDF could not be read.');
  const filename = reportFilename(disposition, pageUrl);
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds the file; revoking later would only leak memory longer.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return filename;
}
