import { authUserCode, authUserCodeRequest } from '../shareCode';
import type { WireCall } from './wire';

export const SHARE_CODE_CALLS = {
  /**
   * The visitor's code in the event, outside the aggregator. The reply is ours: the spec does not
   * show it (schemas/shareCode.ts). The replay server answers it live per account.
   */
  'weixin/getAuthUserCode': { path: '/api/weixin/miniapp/v1/getAuthUserCode', method: 'POST', auth: 'required', request: authUserCodeRequest, returnObj: authUserCode },
} as const satisfies Record<string, WireCall>;
