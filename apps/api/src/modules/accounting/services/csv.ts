// CSV writing moved to @bizdesk/shared (the GSTR-1 export uses it too); kept here for the accounting exports.
export { csvCell, toCsv } from '@bizdesk/shared';
