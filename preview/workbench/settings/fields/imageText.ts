import { imageTextCard, imageTextConfig } from '../../../../schemas/modules/imageText';
import { declareFields } from '../declare';

export const imageTextCardFields = declareFields(imageTextCard, {
  id: { notASetting: 'the gateway names it' },
  image: {
    en: ['Picture', 'Shown at the top of the card, cropped to the module’s picture shape.'],
    zh: ['图片', '显示在卡片上方，按模块设定的图片比例裁切。'],
    widget: 'picture',
  },
  title: {
    en: ['Title', 'The card’s heading, such as “Halls and floor plan”.'],
    zh: ['标题', '卡片的标题，例如“展馆与平面图”。'],
  },
  description: {
    en: ['Description', 'A sentence or two under the title.'],
    zh: ['简介', '标题下方的一两句说明。'],
    widget: 'multiline',
  },
  link: {
    en: ['Link', 'Where a click on the card leads.'],
    zh: ['链接', '点击卡片后前往哪里。'],
  },
});

export const imageTextFields = declareFields(imageTextConfig, {
  columns: {
    en: ['Columns', 'Cards side by side on desktops, 1 to 6; phones show two (one when this is 1).'],
    zh: ['列数', '电脑上每行几张卡片，1 到 6；手机上每行两张（设为 1 时为一张）。'],
  },
  rows: {
    en: ['Rows', 'How many rows of cards show, 1 to 10: at most columns × rows cards appear.'],
    zh: ['行数', '显示几行卡片，1 到 10：最多显示“列数 × 行数”张卡片。'],
  },
  imageRatio: {
    en: ['Picture shape', 'Width to height of every card’s picture; pictures are cropped to fit.'],
    zh: ['图片比例', '每张卡片图片的宽高比，图片会裁切以适应。'],
    options: {
      '1:1': { en: 'Square (1:1)', zh: '正方形（1:1）' },
      '4:3': { en: 'Landscape (4:3)', zh: '横向（4:3）' },
      '16:9': { en: 'Wide (16:9)', zh: '宽屏（16:9）' },
      '3:4': { en: 'Portrait (3:4)', zh: '竖向（3:4）' },
    },
  },
  items: {
    en: ['Cards', 'The cards in the order they appear, left to right, row by row.'],
    zh: ['卡片', '按显示顺序排列的卡片，从左到右、逐行排列。'],
  },
});

export const imageTextDeclarations = [imageTextFields, imageTextCardFields];
