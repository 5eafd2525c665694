import { newsConfig, newsItem } from '../../../../schemas/modules/news';
import { declareFields } from '../declare';

export const newsItemFields = declareFields(newsItem, {
  id: { notASetting: 'the gateway names it' },
  title: {
    en: ['Headline', 'The story’s title, such as “Opening forum programme announced”.'],
    zh: ['标题', '新闻标题，例如“开幕论坛议程公布”。'],
  },
  cover: {
    en: ['Cover picture', 'Shown beside every story on phones, and with the first story only on desktops.'],
    zh: ['封面图', '手机上每条新闻都显示封面，电脑上只显示第一条新闻的封面。'],
    widget: 'picture',
  },
  summary: {
    en: ['Summary', 'A sentence or two under the headline.'],
    zh: ['摘要', '标题下方的一两句简介。'],
    widget: 'multiline',
  },
  publishTime: {
    en: ['Published on', 'The date shown with the story: 2026-09-18, or with a time: 2026-09-18 10:00.'],
    zh: ['发布时间', '新闻旁显示的日期：2026-09-18，也可带时间：2026-09-18 10:00。'],
  },
  detailId: {
    en: ['News article', 'The story’s id in the back office’s news: a click opens its full article. Empty: the link below is used.'],
    zh: ['新闻详情', '该新闻在后台新闻中的编号：点击后打开完整文章。留空：使用下方的链接。'],
  },
  link: {
    en: ['Link', 'Where a click on the story leads when it has no news article.'],
    zh: ['链接', '没有新闻详情时，点击新闻后前往哪里。'],
  },
});

export const newsFields = declareFields(newsConfig, {
  items: {
    en: ['Stories', 'Newest first: the page shows the first ones, the news list page all of them.'],
    zh: ['新闻', '最新的排在前面：页面上显示前几条，新闻列表页显示全部。'],
  },
  count: {
    en: ['Stories shown', 'How many of the first stories the page shows, 1 to 20.'],
    zh: ['显示条数', '页面上显示前几条新闻，1 到 20。'],
  },
});

export const newsDeclarations = [newsFields, newsItemFields];
