import { pictureConfig } from '../../../../schemas/modules/picture';
import { declareFields } from '../declare';

export const pictureFields = declareFields(pictureConfig, {
  groupIds: {
    en: ['Picture groups', 'Groups of the back office’s material library (pictures) to show. None picked: every picture group.'],
    zh: ['图片分组', '要显示的后台素材库图片分组。不选：显示全部图片分组。'],
  },
  columns: {
    en: ['Pictures per row', 'On desktops, 2 to 6; phones always show two.'],
    zh: ['每行图片数', '电脑上每行 2 到 6 张；手机上固定每行两张。'],
  },
  imageRatio: {
    en: ['Thumbnail shape', 'Width to height of every thumbnail; pictures are cropped to fit, and open whole on a click.'],
    zh: ['缩略图比例', '每张缩略图的宽高比，图片会裁切以适应；点击后显示完整图片。'],
    options: {
      '1:1': { en: 'Square (1:1)', zh: '正方形（1:1）' },
      '4:3': { en: 'Landscape (4:3)', zh: '横向（4:3）' },
      '3:2': { en: 'Photo (3:2)', zh: '照片（3:2）' },
      '16:9': { en: 'Wide (16:9)', zh: '宽屏（16:9）' },
    },
  },
});

export const pictureDeclarations = [pictureFields];
