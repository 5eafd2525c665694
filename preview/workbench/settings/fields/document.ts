import { documentConfig } from '../../../../schemas/modules/document';
import { declareFields } from '../declare';

/** Which groups of the event’s document library the module lists. */
export const documentFields = declareFields(documentConfig, {
  groupIds: {
    en: ['Document groups', 'The groups of the document library to list, each as a tab when there are several. Empty: every group.'],
    zh: ['文档分组', '要显示的文档库分组，选多个时每组一个标签页。留空：显示全部分组。'],
  },
});

export const documentDeclarations = [documentFields];
