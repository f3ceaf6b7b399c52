/** One page of every template (routes without the locale), for tests and audits that visit each template. */
export const TEMPLATE_PAGES = [
  '/',
  '/audit/',
  '/contact/',
  '/contact/business/',
  '/contact/thank-you/',
  '/insights/',
  '/insights/intelligent-document-parsing/',
  '/legal/privacy/',
  '/sitemap/',
  '/services/software/',
  '/services/business/data-analytics/',
  '/industries/freight-logistics/',
  '/brochures/metals-sales/',
  '/brochures/metals-sales-download/',
  '/no-such-page/',
];
