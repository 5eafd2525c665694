import { bannerConfig, hotZone } from '../../../../schemas/modules/banner';
import { declareFields } from '../declare';

/** A clickable rectangle drawn over the banner, in percent of the banner’s width and height. */
export const hotZoneFields = declareFields(hotZone, {
  x: {
    en: ['From the left (%)', 'Where the zone’s left edge starts, in percent of the banner’s width: 0 to 100, such as 6.'],
    zh: ['距左边（%）', '热区左边缘的位置，占横幅宽度的百分比：0 到 100，例如 6。'],
  },
  y: {
    en: ['From the top (%)', 'Where the zone’s top edge starts, in percent of the banner’s height: 0 to 100, such as 70.'],
    zh: ['距顶部（%）', '热区上边缘的位置，占横幅高度的百分比：0 到 100，例如 70。'],
  },
  width: {
    en: ['Width (%)', 'The zone’s width in percent of the banner’s width, such as 18.'],
    zh: ['宽度（%）', '热区宽度占横幅宽度的百分比，例如 18。'],
  },
  height: {
    en: ['Height (%)', 'The zone’s height in percent of the banner’s height, such as 12.5.'],
    zh: ['高度（%）', '热区高度占横幅高度的百分比，例如 12.5。'],
  },
  link: {
    en: ['Link', 'Where a click on the zone leads; a zone that leads nowhere is not drawn.'],
    zh: ['链接', '点击热区后前往的地方；不跳转的热区不会显示。'],
  },
});

/** The banner’s own settings: its picture or video, its size, where it leads and its countdown. */
export const bannerFields = declareFields(bannerConfig, {
  type: {
    en: ['Picture or video', 'What the banner shows.'],
    zh: ['图片或视频', '横幅显示的内容类型。'],
    options: {
      image: { en: 'Picture', zh: '图片' },
      video: { en: 'Video', zh: '视频' },
    },
  },
  fileUrl: {
    en: ['File', 'The picture, or the video file when the banner is a video.'],
    zh: ['文件', '横幅的图片；类型为视频时上传视频文件。'],
  },
  posterUrl: {
    en: ['Video cover', 'The picture shown before the video plays.'],
    zh: ['视频封面', '视频播放前显示的图片。'],
    widget: 'picture',
  },
  alt: {
    en: ['Picture description', 'What the picture says, for screen readers: “MITE 2026, 22–25 October, Macao”. Empty: the module’s title.'],
    zh: ['图片说明', '供读屏软件读出图片的内容，例如“MITE 2026，10月22日至25日，澳门”。留空：使用模块标题。'],
  },
  widthType: {
    en: ['Width', 'How wide the banner is, and where its height comes from.'],
    zh: ['宽度', '横幅的宽度，以及高度如何确定。'],
    options: {
      fixed: { en: 'Module width, at the height below', zh: '模块宽度，按下方高度' },
      fullwidth: { en: 'Full window width, at the height below', zh: '铺满整个窗口宽度，按下方高度' },
      auto: { en: 'Module width, at the file’s own proportions', zh: '模块宽度，按文件原始比例' },
    },
  },
  displayHeight: {
    en: ['Height (px)', 'Such as 480; scaled on phones. Not used at the file’s own proportions.'],
    zh: ['高度（px）', '例如 480；手机端等比缩放。选择“按文件原始比例”时不使用。'],
  },
  mediaWidth: {
    en: ['File’s width (px)', 'The picture’s or video’s own width, such as 1440, so the page keeps its space while it loads.'],
    zh: ['文件宽度（px）', '图片或视频本身的宽度，例如 1440，让页面在加载时预留位置。'],
  },
  mediaHeight: {
    en: ['File’s height (px)', 'The picture’s or video’s own height, such as 480, so the page keeps its space while it loads.'],
    zh: ['文件高度（px）', '图片或视频本身的高度，例如 480，让页面在加载时预留位置。'],
  },
  link: {
    en: ['Link', 'Where a click on the picture leads. A video keeps its clicks for its play controls.'],
    zh: ['链接', '点击图片后前往的地方。视频的点击用于播放控制，不跳转。'],
  },
  hotZones: {
    en: ['Hot zones', 'Clickable areas over buttons drawn in the picture, each with its own link.'],
    zh: ['热区', '覆盖在图片中按钮上的可点击区域，每个热区有各自的链接。'],
  },
  timer: {
    en: ['Countdown', 'A countdown over the foot of the banner, clear of the hot zones; it goes once the time has come.'],
    zh: ['倒计时', '显示在横幅底部的倒计时，会避开热区；时间到后自动消失。'],
    fields: {
      isShow: {
        en: ['Show countdown', 'Shows the days, hours, minutes and seconds left over the banner.'],
        zh: ['显示倒计时', '在横幅上显示剩余的天、时、分、秒。'],
      },
      endTime: {
        en: ['Counts down to', 'The moment it reaches zero, in each visitor’s own time zone: 2026-10-22 09:00:00.'],
        zh: ['倒计时至', '归零的时刻，按访客自己的时区计算：2026-10-22 09:00:00。'],
      },
    },
  },
  isShowTitle: { notASetting: 'the banner does not read it: the module’s own “Show title” (common settings) shows the title' },
  autoplay: {
    en: ['Play video on its own', 'Starts the video muted as the page opens; visitors who ask for less motion start it themselves.'],
    zh: ['自动播放视频', '打开页面时静音自动播放；设置了减少动态效果的访客需自行点击播放。'],
  },
});

export const bannerDeclarations = [bannerFields, hotZoneFields];
