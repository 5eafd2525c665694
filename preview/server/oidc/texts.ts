/** The provider's own pages speak English (default) or Chinese, chosen by the `ui_locales` parameter. */
export type Locale = 'en' | 'zh';

interface Texts {
  lang: string;
  signInTitle: string;
  signInLead: string;
  errorPrefix: string;
  userName: string;
  password: string;
  signIn: string;
  cancel: string;
  wrongCredentials: string;
  missingCredentials: string;
  demoHint: string;
  signingOutTitle: string;
  signingOutLead: string;
  signOutButton: string;
  signedOutTitle: string;
  signedOutLead: string;
  backToSite: string;
  errorTitle: string;
  errorLead: string;
  errorCode: string;
  errorDetail: string;
}

const en: Texts = {
  lang: 'en',
  signInTitle: 'Sign in',
  signInLead: 'to continue to the event site',
  errorPrefix: 'Error: ',
  userName: 'User name',
  password: 'Password',
  signIn: 'Sign in',
  cancel: 'Cancel',
  wrongCredentials: 'The user name or password is incorrect.',
  missingCredentials: 'Enter your user name and password.',
  demoHint: 'Demo accounts: demo / demo1234, attendee / attendee1234.',
  signingOutTitle: 'Signing you out…',
  signingOutLead: 'One moment: you are being signed out of every event site.',
  signOutButton: 'Sign out now',
  signedOutTitle: 'You are signed out',
  signedOutLead: 'You have been signed out of every event site.',
  backToSite: 'Back to the event site',
  errorTitle: 'Sign-in could not continue',
  errorLead: 'The sign-in service could not complete this request.',
  errorCode: 'Error',
  errorDetail: 'Details',
};

const zh: Texts = {
  lang: 'zh-CN',
  signInTitle: '登录',
  signInLead: '以继续访问活动站点',
  errorPrefix: '错误：',
  userName: '用户名',
  password: '密码',
  signIn: '登录',
  cancel: '取消',
  wrongCredentials: '用户名或密码不正确。',
  missingCredentials: '请输入用户名和密码。',
  demoHint: '演示账号：demo / demo1234，attendee / attendee1234。',
  signingOutTitle: '正在退出登录…',
  signingOutLead: '请稍候，正在退出所有活动站点。',
  signOutButton: '立即退出',
  signedOutTitle: '您已退出登录',
  signedOutLead: '您已退出所有活动站点。',
  backToSite: '返回活动站点',
  errorTitle: '无法继续登录',
  errorLead: '登录服务无法完成此请求。',
  errorCode: '错误',
  errorDetail: '详情',
};

const TEXTS: Record<Locale, Texts> = { en, zh };

/** The first of the space-separated `ui_locales` tags we speak; English otherwise. */
export function localeOf(uiLocales: unknown): Locale {
  const tags = typeof uiLocales === 'string' ? uiLocales.toLowerCase().split(/\s+/) : [];
  for (const tag of tags) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

export const textsFor = (locale: Locale): Texts => TEXTS[locale];
