#ifndef TOUCHLAB_CCAIRO_SHIM_H
#define TOUCHLAB_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-svg.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#endif
