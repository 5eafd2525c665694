import { imageTextNavigationConfig, navigationEntry } from '../../../../schemas/modules/imageTextNavigation';
import { declareFields } from '../declare';

export const navigationEntryFields = declareFields(navigationEntry, {
  id: { notASetting: 'the gateway names it' },
  icon: {
    en: ['Icon', 'A small square picture above the label, such as a ticket symbol.'],
    zh: ['图标', '文字上方的方形小图，例如一个门票图案。'],
    widget: 'picture',
  },
  label: {
    en: ['Label', 'A word or two under the icon, such as “Tickets”.'],
    zh: ['文字', '图标下方的简短文字，例如“购票”。'],
  },
  link: {
    en: ['Link', 'Where a click on the entry leads.'],
    zh: ['链接', '点击该入口后前往哪里。'],
  },
});

export const imageTextNavigationFields = declareFields(imageTextNavigationConfig, {
  iconShape: {
    en: ['Icon shape', 'How every icon is framed.'],
    zh: ['图标形状', '所有图标的外框形状。'],
    options: {
      circle: { en: 'Circle', zh: '圆形' },
      rounded: { en: 'Rounded square', zh: '圆角方形' },
    },
  },
  items: {
    en: ['Entries', 'The entries from left to right; on phones the row scrolls sideways.'],
    zh: ['入口', '从左到右排列的入口；手机上这一行可左右滑动。'],
  },
});

export const imageTextNavigationDeclarations = [imageTextNavigationFields, navigationEntryFields];
