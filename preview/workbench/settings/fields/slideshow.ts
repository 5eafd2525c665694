import { slide, slideshowConfig } from '../../../../schemas/modules/slideshow';
import { declareFields } from '../declare';

export const slideFields = declareFields(slide, {
  id: { notASetting: 'the gateway names it' },
  image: {
    en: ['Picture', 'The slide itself, cropped to the slideshow’s shape: 1920 × 640 pixels suits 3:1.'],
    zh: ['图片', '幻灯片的图片，会按轮播比例裁切：3:1 适合 1920 × 640 像素。'],
    widget: 'picture',
  },
  title: {
    en: ['Caption', 'Optional words shown on the slide, such as “Doors open 22 October”.'],
    zh: ['说明文字', '可选，显示在幻灯片上的文字，例如“10月22日开幕”。'],
  },
  link: {
    en: ['Link', 'Where a click on the slide leads.'],
    zh: ['链接', '点击幻灯片后前往哪里。'],
  },
});

export const slideshowFields = declareFields(slideshowConfig, {
  interval: {
    en: ['Seconds per slide', 'How long each slide stays before the next one, 1 to 60: 4 by default.'],
    zh: ['每张停留秒数', '每张幻灯片停留多久再切换，1 到 60，默认 4 秒。'],
  },
  startType: {
    en: ['First slide shown', 'Which slide a visitor sees first when the page opens.'],
    zh: ['首先显示', '打开页面时访客先看到哪一张幻灯片。'],
    options: {
      first: { en: 'The first slide', zh: '第一张' },
      random: { en: 'Any slide, at random', zh: '随机一张' },
    },
  },
  ratio: {
    en: ['Shape', 'Width to height of the slideshow; pictures are cropped to fit.'],
    zh: ['比例', '轮播区域的宽高比，图片会裁切以适应。'],
    options: {
      '4:1': { en: 'Very wide (4:1)', zh: '超宽（4:1）' },
      '3:1': { en: 'Wide (3:1)', zh: '宽幅（3:1）' },
      '2:1': { en: 'Medium (2:1)', zh: '中等（2:1）' },
      '16:9': { en: 'Video shape (16:9)', zh: '视频比例（16:9）' },
    },
  },
  slides: {
    en: ['Slides', 'The slides in the order they play.'],
    zh: ['幻灯片', '按播放顺序排列的幻灯片。'],
  },
});

export const slideshowDeclarations = [slideshowFields, slideFields];
