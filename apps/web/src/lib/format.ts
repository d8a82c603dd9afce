/** de-AT formats (1.234,56 and DD.MM.YYYY) live once in the domain package; the web imports them here. */
export { formatDate, formatEuro, formatNumber, parseDate, parseDecimal } from '@app/domain';
