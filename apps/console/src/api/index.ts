export { ApiError, UNKNOWN_ERROR, errorMessage } from './api-error';
export type { ApiEnvelope, ApiResult, PagedList, SelectOption } from './envelope';
export { openFormSession } from './form-session';
export { mutationKey, type MutationKeyOf, type MutationKind, type MutationKinds } from './mutation-kinds';
export {
  NOT_SUBSCRIBED,
  clearPageRefusals,
  pageRefusals,
  subscribePageRefusals,
  type PageRefusal,
} from './page-refusals';
export { DEFAULT_SORT, PAGE_SIZE, toPageQuery, type PageRequest } from './page-query';
export {
  apiBlob,
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  apiSave,
  toFormData,
  type GetOptions,
  type PathFor,
  type QueryParams,
  type RequestBody,
} from './request';
export { resolvePath } from '@bizdesk/api-client';
