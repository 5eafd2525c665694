/**
 * The slice of oidc-provider 9's API this server uses (the package ships no types, and
 * @types/oidc-provider is not a dependency). Kept narrow on purpose: widen it when a new
 * call is needed, rather than typing the package as `any`.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** Koa's context, as far as our middleware and page renderers touch it. */
  export interface KoaContext {
    status: number;
    body: unknown;
    type: string;
    method: string;
    path: string;
    host: string;
    set(field: string, value: string): void;
    oidc?: {
      route?: string;
      params?: Record<string, unknown>;
      client?: { clientId: string; clientName?: string };
    };
  }

  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export const errors: { InvalidTarget: new (description?: string) => Error };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    proxy: boolean;
    Grant: { new (properties: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    use(middleware: Middleware): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }
}
