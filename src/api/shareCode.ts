import { SHARE_CODE_CALLS } from '../../schemas/calls/shareCode';
import type { AuthUserCode, AuthUserCodeRequest } from '../../schemas/shareCode';
import { ask } from './gateway';

/** weixin/miniapp/v1/getAuthUserCode (auth): the signed-in visitor's code in the event. */
export function getAuthUserCode(query: AuthUserCodeRequest, signal?: AbortSignal): Promise<AuthUserCode> {
  return ask(SHARE_CODE_CALLS['weixin/getAuthUserCode'], query, { signal, whenInvalid: 'share code error for api' });
}
