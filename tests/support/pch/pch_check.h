#pragma once
// Included into every test right after its precompiled header
// (tests/CMakeLists.txt): the header must have been compiled with the Qt
// modules the test is compiled with, or <QtTest> declared the wrong things.
#ifdef QT_GUI_LIB
#if !SYNSEMA_TEST_PCH_GUI
#error "this test links Qt Gui but its precompiled header was built without: give it the gui owner in tests/CMakeLists.txt"
#endif
#elif SYNSEMA_TEST_PCH_GUI
#error "this test does not link Qt Gui but its precompiled header was built with it: give it the core owner in tests/CMakeLists.txt"
#endif
#ifdef QT_WIDGETS_LIB
#if !SYNSEMA_TEST_PCH_WIDGETS
#error "this test links Qt Widgets but its precompiled header was built without: give it the widgets owner in tests/CMakeLists.txt"
#endif
#elif SYNSEMA_TEST_PCH_WIDGETS
#error "this test does not link Qt Widgets but its precompiled header was built with it: give it the core owner in tests/CMakeLists.txt"
#endif
