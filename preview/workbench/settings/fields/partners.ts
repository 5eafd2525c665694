import { partnersConfig } from '../../../../schemas/modules/partners';
import { declareFields } from '../declare';

export const partnersFields = declareFields(partnersConfig, {
  categoryIds: {
    en: ['Partner categories', 'The back office’s partner categories to show, in this order, such as sponsors then media. None picked: every category.'],
    zh: ['合作伙伴分类', '要显示的后台合作伙伴分类，按这里的顺序排列，例如先赞助商后媒体。不选：显示全部分类。'],
  },
});

export const partnersDeclarations = [partnersFields];
