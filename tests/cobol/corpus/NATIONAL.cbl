      *================================================================*
      * NATIONAL - national (UTF-16) data.                             *
      * EXERCISES: PIC N and N(n) with USAGE NATIONAL (implicit and    *
      *   explicit), N'..' and NX'....' literals, national group items *
      *   of national items, numeric national PIC 9 USAGE NATIONAL,    *
      *   MOVE alphanumeric to national (conversion), a non-ASCII      *
      *   character (U+00DC, UTF-8 in this file) in a national literal,*
      *   FUNCTION LENGTH of a                                         *
      *   national item (characters) vs LENGTH OF (bytes), comparison  *
      *   of national with a national literal, STRING into national.   *
      *   (GnuCOBOL 3.1.2 accepts USAGE NATIONAL with warnings; its    *
      *   encoding is not IBM's UTF-16, so this is syntax-checked.  It *
      *   rejects the IBM forms GROUP-USAGE NATIONAL and the functions *
      *   NATIONAL-OF / DISPLAY-OF, so those are left out: the group   *
      *   below is alphanumeric with national members, and the         *
      *   conversions are plain MOVEs.)                                *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. NATIONAL.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  N-NAME                  PIC N(10) VALUE N'MÜLLER'.
       01  N-CODE                  PIC N(2)  USAGE NATIONAL
                                             VALUE NX'00410042'.
       01  N-NUM                   PIC 9(5)  USAGE NATIONAL VALUE 42.
       01  N-GROUP.
           05  NG-FIRST            PIC N(5).
           05  NG-LAST             PIC N(5).
       01  A-TEXT                  PIC X(10) VALUE 'PLAIN'.
       01  A-BACK                  PIC X(20).
       01  N-OUT                   PIC N(20).
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE A-TEXT TO NG-FIRST
           MOVE N'ZZ' TO NG-LAST
           MOVE A-TEXT TO N-OUT
           IF N-CODE = N'AB'
               DISPLAY 'NATIONAL COMPARE OK'
           END-IF
           STRING N-NAME DELIMITED BY N' ' N'/' DELIMITED BY SIZE
               INTO N-OUT
           END-STRING
           DISPLAY FUNCTION LENGTH(N-NAME) ' ' LENGTH OF N-NAME
           GOBACK.
