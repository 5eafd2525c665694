import { floatWindowConfig } from '../../../../schemas/modules/floatWindow';
import { declareFields } from '../declare';

/** A promotion fixed at a corner of the window: a picture, an optional title, where it leads. */
export const floatWindowFields = declareFields(floatWindowConfig, {
  image: {
    en: ['Picture', 'The promotion’s picture, such as a ticket offer; visitors can close it for their visit.'],
    zh: ['图片', '推广图片，例如购票优惠；访客可以关闭，本次浏览不再出现。'],
    widget: 'picture',
  },
  title: {
    en: ['Title', 'A line under the picture, such as “Early-bird tickets”; also names the picture for screen readers.'],
    zh: ['标题', '图片下方的一行字，例如“早鸟票优惠”；读屏软件也会读出它。'],
  },
  link: {
    en: ['Link', 'Where a click on the promotion leads.'],
    zh: ['链接', '点击推广后前往的地方。'],
  },
  position: {
    en: ['Corner', 'Which corner of the window it stays in while the page scrolls.'],
    zh: ['位置', '页面滚动时固定在窗口的哪个角落。'],
    options: {
      'bottom-right': { en: 'Bottom right', zh: '右下角' },
      'bottom-left': { en: 'Bottom left', zh: '左下角' },
      'top-right': { en: 'Top right', zh: '右上角' },
      'top-left': { en: 'Top left', zh: '左上角' },
    },
  },
  width: {
    en: ['Width (px)', 'Between 60 and 400, such as 160; scaled on phones. The height follows the picture.'],
    zh: ['宽度（px）', '60 到 400 之间，例如 160；手机端等比缩放。高度按图片比例自动计算。'],
  },
  imageWidth: {
    en: ['Picture’s width (px)', 'The picture’s own width, such as 320, so its space is kept while it loads.'],
    zh: ['图片宽度（px）', '图片本身的宽度，例如 320，让页面在加载时预留位置。'],
  },
  imageHeight: {
    en: ['Picture’s height (px)', 'The picture’s own height, such as 400, so its space is kept while it loads.'],
    zh: ['图片高度（px）', '图片本身的高度，例如 400，让页面在加载时预留位置。'],
  },
});

export const floatWindowDeclarations = [floatWindowFields];
