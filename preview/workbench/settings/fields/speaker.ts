import { speakerConfig } from '../../../../schemas/modules/speaker';
import { declareFields } from '../declare';

export const speakerFields = declareFields(speakerConfig, {
  groupIds: {
    en: ['Speaker groups', 'Groups from the back office’s speaker groups, such as keynotes or forum speakers: visitors switch between them with tabs. None picked: every speaker, no tabs.'],
    zh: ['嘉宾分组', '后台嘉宾分组中的分组，例如主旨演讲嘉宾、论坛嘉宾：访客用标签切换查看。不选：显示全部嘉宾，不分标签。'],
  },
});

export const speakerDeclarations = [speakerFields];
