import { authUserCode, type AuthUserCode, type AuthUserCodeRequest } from '../../schemas/shareCode';
import { catalogue } from '../platform/errors';
import { callGateway, parseReply } from './gateway';

const SHARE_CODE_ERROR = 'share code error for api';

/** Outside the site aggregator: the mini-program service's own path (spec section 7). */
const AUTH_USER_CODE_PATH = '/api/weixin/miniapp/v1/getAuthUserCode';

/** weixin/miniapp/v1/getAuthUserCode (auth): the signed-in visitor's code in the event. */
export async function getAuthUserCode(query: AuthUserCodeRequest, signal?: AbortSignal): Promise<AuthUserCode> {
  const reply = await callGateway(AUTH_USER_CODE_PATH, query, { auth: true, signal });
  return parseReply(authUserCode, reply, catalogue.noData, SHARE_CODE_ERROR);
}
