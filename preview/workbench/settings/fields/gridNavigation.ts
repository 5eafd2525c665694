import { gridNavigationConfig, gridTile } from '../../../../schemas/modules/gridNavigation';
import { declareFields } from '../declare';

export const gridTileFields = declareFields(gridTile, {
  id: { notASetting: 'the gateway names it' },
  image: {
    en: ['Picture', 'Fills the tile behind its title; it is cropped to the tile’s shape.'],
    zh: ['图片', '铺满整个格子，标题显示在图片上；会按格子形状裁切。'],
    widget: 'picture',
  },
  title: {
    en: ['Title', 'The words on the tile, such as “Visitor guide”.'],
    zh: ['标题', '格子上显示的文字，例如“参观指南”。'],
  },
  link: {
    en: ['Link', 'Where a click on the tile leads.'],
    zh: ['链接', '点击格子后前往哪里。'],
  },
});

export const gridNavigationFields = declareFields(gridNavigationConfig, {
  columns: {
    en: ['Columns', 'Tiles side by side, on phones too; fewer columns make wider tiles.'],
    zh: ['列数', '每行放几个格子，手机上也一样；列数越少，格子越宽。'],
    options: {
      1: { en: '1 column (wide banner, 3:1)', zh: '1 列（通栏，3:1）' },
      2: { en: '2 columns (3:2)', zh: '2 列（3:2）' },
      3: { en: '3 columns (square)', zh: '3 列（正方形）' },
    },
  },
  items: {
    en: ['Tiles', 'The tiles in the order they appear, left to right, row by row.'],
    zh: ['格子', '按显示顺序排列的格子，从左到右、逐行排列。'],
  },
});

export const gridNavigationDeclarations = [gridNavigationFields, gridTileFields];
