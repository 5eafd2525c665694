import { descriptionConfig } from '../../../../schemas/modules/description';
import { declareFields } from '../declare';

/** The organiser’s rich text. */
export const descriptionFields = declareFields(descriptionConfig, {
  content: {
    en: ['Text', 'Paragraphs with headings, lists, links, pictures and tables; scripts and page-covering styles are removed when shown.'],
    zh: ['正文', '可包含标题、列表、链接、图片和表格的段落；显示时会去除脚本及遮挡页面的样式。'],
    widget: 'richText',
  },
});

export const descriptionDeclarations = [descriptionFields];
