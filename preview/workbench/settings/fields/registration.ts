import { registrationConfig } from '../../../../schemas/modules/registration';
import { declareFields } from '../declare';

export const registrationFields = declareFields(registrationConfig, {
  registrationUrl: {
    en: ['Registration page', 'The full https address the button opens, such as https://reg.example.com/mite2026. Empty: the event’s usual registration page.'],
    zh: ['登记页面', '按钮打开的完整 https 网址，例如 https://reg.example.com/mite2026。留空：使用活动默认的登记页面。'],
  },
  description: {
    en: ['Description', 'A sentence or two beside the button on why to register, such as what visitors get.'],
    zh: ['说明文字', '按钮旁的一两句话，说明为何要登记，例如访客能获得什么。'],
    widget: 'multiline',
  },
  buttonText: {
    en: ['Button text', 'The words on the button. Empty: “Register now” in the visitor’s language.'],
    zh: ['按钮文字', '按钮上的文字。留空：以访客的语言显示“立即登记”。'],
  },
  tipText: {
    en: ['Guide tip', 'A bubble above the button, shown when the site’s registration guide is switched on. Empty: a short default in the visitor’s language.'],
    zh: ['引导提示', '按钮上方的提示气泡，在网站开启登记引导时显示。留空：以访客的语言显示默认提示。'],
    widget: 'multiline',
  },
});

export const registrationDeclarations = [registrationFields];
