// Characters written only in Simplified Chinese: each one's Traditional form is another character (opencc
// s2t), over the characters the project's Chinese texts use. zh-TW text must hold none of them. A character
// missing here is a check not made, never a wrong one.
export const SIMPLIFIED_ONLY: ReadonlySet<string> = new Set(
  '与两个为举么义乌习争于仅从们价优会伤伪体余侣储儿关内写决况准几击则删别办动势区单卫却压参双发变号后吗听启员响国场坏处备复夹学实宽对将层属师带并应废开弃张弹强归当录态总恋恶惧戏护报拟择挡损换据摄数斗断无' +
    '旧时显术机杀权条来极枪标样梦检没泄测浏游满灵状独猎环现盖盗着睁码础离种竞笔简类约级纸线组终经绑结给绝统继续网职胜节药获营虚袭装见规视览触计认讨让议讯记许论设证诅识诉译试话该详误说请读谁调谢负败贼资赢车' +
    '转轮载边达过还这进远违连迟适选遗里链错键长闭问间队阵阶际随隐难页顶项顺须顿预题额验骑魇鸦' +
    '冲帮词输语谨称块毁骤锁确细点谎释较尔围丢联传递导暂销尽编头绕唤乐轻减凭领务异执绍扩临辑维图鉴织运',
);
