# Software Bill of Materials for a built synsema .deb: every Debian package it
# depends on (the Depends that dpkg-shlibdeps computed) with the version
# installed on the build machine, and the Debian packages compiled into the
# programs (header-only libraries), which no Depends line shows.
#   cmake -DDEB=synsema_0.1.0_amd64.deb -DOUT=sbom.json [-DGIT_REVISION=…] -P packaging/sbom.cmake
cmake_minimum_required(VERSION 3.25)
if(NOT DEB OR NOT OUT)
  message(FATAL_ERROR "usage: cmake -DDEB=PACKAGE.deb -DOUT=SBOM.json -P sbom.cmake")
endif()
if(NOT EXISTS "${DEB}")
  message(FATAL_ERROR "sbom: ${DEB} does not exist")
endif()

# Header-only libraries compiled into the programs, each named by a header it
# installs so that dpkg tells which package (and version) it came from.
set(compiled_in_headers /usr/include/nlohmann/json.hpp)
# Static libraries linked into a program (a dpkg-query -S pattern each):
# Tesseract, into synsema-ocr (engine/CMakeLists.txt says why).
set(linked_in_archives "*/libtesseract.a")

function(control_field deb field out)
  execute_process(COMMAND dpkg-deb -f "${deb}" ${field} OUTPUT_VARIABLE value
                  RESULT_VARIABLE rc OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "sbom: dpkg-deb -f ${deb} ${field} failed")
  endif()
  string(REGEX REPLACE "\n " " " value "${value}")
  set(${out} "${value}" PARENT_SCOPE)
endfunction()

function(installed_version package out)
  execute_process(COMMAND dpkg-query -W "-f=\${Version}" "${package}" OUTPUT_VARIABLE version
                  RESULT_VARIABLE rc ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT rc EQUAL 0 OR version STREQUAL "")
    set(version "")
  endif()
  set(${out} "${version}" PARENT_SCOPE)
endfunction()

# A virtual dependency (libspdlog1.10-fmt9) is named by an installed package's
# Provides: that package and its version stand for it.
function(provider_of virtual out_name out_version)
  execute_process(COMMAND dpkg-query -W "-f=\${Package}\t\${Version}\t\${Provides}\n"
                  OUTPUT_VARIABLE table ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
  string(REGEX REPLACE "([.+])" "\\\\\\1" virtual_pattern "${virtual}")
  string(REPLACE "\n" ";" rows "${table}")
  foreach(row IN LISTS rows)
    string(REPLACE "\t" ";" columns "${row}")
    list(LENGTH columns n)
    if(n LESS 3)
      continue()
    endif()
    list(GET columns 2 provides)
    if(provides MATCHES "(^|, )${virtual_pattern}( |,|$)")
      list(GET columns 0 name)
      list(GET columns 1 version)
      set(${out_name} "${name}" PARENT_SCOPE)
      set(${out_version} "${version}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${out_name} "" PARENT_SCOPE)
  set(${out_version} "" PARENT_SCOPE)
endfunction()

control_field("${DEB}" Package package_name)
control_field("${DEB}" Version package_version)
control_field("${DEB}" Architecture package_arch)
control_field("${DEB}" Depends depends)
file(SHA256 "${DEB}" deb_sha256)
get_filename_component(deb_name "${DEB}" NAME)

set(json "{}")
string(JSON json SET "${json}" sbom_format "\"synsema-sbom/1\"")
set(package "{}")
foreach(key name version architecture file sha256)
  string(JSON package SET "${package}" ${key} "\"\"")
endforeach()
string(JSON package SET "${package}" name "\"${package_name}\"")
string(JSON package SET "${package}" version "\"${package_version}\"")
string(JSON package SET "${package}" architecture "\"${package_arch}\"")
string(JSON package SET "${package}" file "\"${deb_name}\"")
string(JSON package SET "${package}" sha256 "\"${deb_sha256}\"")
if(GIT_REVISION)
  string(JSON package SET "${package}" git_revision "\"${GIT_REVISION}\"")
endif()
string(JSON json SET "${json}" package "${package}")

# Depends: "libc6 (>= 2.34), libfoo1 | libfoo1t64, …". Every alternative that
# is installed here is listed, with the constraint the package states.
set(dynamic "[]")
set(index 0)
string(REPLACE "," ";" depends_list "${depends}")
foreach(entry IN LISTS depends_list)
  string(REPLACE "|" ";" alternatives "${entry}")
  foreach(alternative IN LISTS alternatives)
    string(STRIP "${alternative}" alternative)
    if(NOT alternative MATCHES "^([a-z0-9][a-z0-9+.-]+)(:[a-z0-9]+)?( *\\((.*)\\))?$")
      message(FATAL_ERROR "sbom: cannot read the dependency '${alternative}'")
    endif()
    set(name "${CMAKE_MATCH_1}")
    set(constraint "${CMAKE_MATCH_4}")
    installed_version("${name}" version)
    set(provided_by "")
    if(version STREQUAL "")
      provider_of("${name}" provided_by version)
    endif()
    if(version STREQUAL "" AND NOT alternatives MATCHES ";")
      message(FATAL_ERROR "sbom: ${name} is a dependency but is not installed on this machine")
    elseif(version STREQUAL "")
      continue()
    endif()
    string(JSON dynamic SET "${dynamic}" ${index}
           "{\"name\": \"${name}\", \"version\": \"${version}\", \"requires\": \"${constraint}\"}")
    if(provided_by)
      string(JSON dynamic SET "${dynamic}" ${index} provided_by "\"${provided_by}\"")
    endif()
    math(EXPR index "${index} + 1")
  endforeach()
endforeach()
string(JSON json SET "${json}" dynamic "${dynamic}")

# Appends to the list `static` one entry per file in `files` (paths or
# dpkg-query -S patterns): the Debian package that owns it, its installed
# version and `how` it is in the programs.
function(add_static_entries files how)
  string(JSON index LENGTH "${static}")
  foreach(file IN LISTS files)
    execute_process(COMMAND dpkg-query -S "${file}" OUTPUT_VARIABLE owner RESULT_VARIABLE rc
                    ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "sbom: no installed package owns ${file}")
    endif()
    string(REGEX REPLACE ":.*" "" name "${owner}")
    installed_version("${name}" version)
    string(JSON static SET "${static}" ${index}
           "{\"name\": \"${name}\", \"version\": \"${version}\", \"how\": \"${how}\"}")
    math(EXPR index "${index} + 1")
  endforeach()
  set(static "${static}" PARENT_SCOPE)
endfunction()

set(static "[]")
add_static_entries("${compiled_in_headers}" "header-only, compiled in")
add_static_entries("${linked_in_archives}" "static library, linked into synsema-ocr")
string(JSON json SET "${json}" static "${static}")

file(WRITE "${OUT}.tmp" "${json}\n")
file(RENAME "${OUT}.tmp" "${OUT}")
message(STATUS "sbom: ${OUT}")
