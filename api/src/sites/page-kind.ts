import { badRequest } from '../http/errors';

/**
 * Files that are not web pages, by the extension of the URL's path: an image, a document, a
 * script or an archive given as a page would be "scanned" (and used to score 70). Checked without
 * a request, so adding a site stays instant; a page URL without such an extension that still
 * answers something else than HTML is scanned as broken ("not an HTML page: …", score 0).
 */
const NOT_A_PAGE =
  /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?|pdf|docx?|xlsx?|pptx?|odt|zip|gz|tgz|rar|7z|tar|css|js|mjs|json|xml|txt|csv|mp[34]|webm|ogg|wav|woff2?|ttf|otf|eot|exe|dmg|apk)$/i;

/** 400 naming the first given page URL that is a file rather than a web page. */
export function refuseNonHtmlPages(pageUrls: readonly string[]) {
  pageUrls.forEach((url, i) => {
    const path = URL.canParse(url) ? new URL(url).pathname : '';
    if (NOT_A_PAGE.test(path))
      throw badRequest(`page_urls.${i}: ${url} is not an HTML page`, `page_urls.${i}`);
  });
}
