      * DD/ASSIGN: SALRPT(out); DB2 plan SQLBATCH; not compiled by cobc
      * (needs the DB2 precompiler / SQL coprocessor).
      *================================================================*
      * SQLBATCH - DB2 batch program: cursor over EMP, salary raise.   *
      * EXERCISES: EXEC SQL ... END-EXEC in WORKING-STORAGE (INCLUDE   *
      *   SQLCA, INCLUDE a DCLGEN member, DECLARE CURSOR WITH HOLD FOR *
      *   SELECT ... WHERE ... ORDER BY ... FOR UPDATE OF), BEGIN /    *
      *   END DECLARE SECTION, host variables :NAME and :NAME:IND with *
      *   null indicators, level-49 VARCHAR pairs, OPEN / FETCH INTO / *
      *   UPDATE ... WHERE CURRENT OF / CLOSE, COMMIT / ROLLBACK,      *
      *   WHENEVER SQLERROR GO TO, SQLCODE / SQLSTATE tests, a         *
      *   singleton SELECT INTO, SQL comments (--) inside EXEC SQL,    *
      *   string literals with doubled quotes inside SQL text.         *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SQLBATCH.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT RPT-FILE ASSIGN TO SALRPT
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  RPT-FILE.
       01  RPT-LINE                PIC X(80).
       WORKING-STORAGE SECTION.
           EXEC SQL INCLUDE SQLCA END-EXEC.
           EXEC SQL INCLUDE DCLEMP END-EXEC.
           EXEC SQL BEGIN DECLARE SECTION END-EXEC.
       01  HV-DEPT                 PIC X(3) VALUE 'D11'.
       01  HV-RAISE-PCT            PIC S9(3)V99 COMP-3 VALUE 3.50.
       01  HV-COUNT                PIC S9(9) COMP.
       01  HV-HIREDATE-IND         PIC S9(4) COMP.
       01  HV-MAX-SALARY           PIC S9(7)V99 COMP-3.
           EXEC SQL END DECLARE SECTION END-EXEC.
           EXEC SQL
               DECLARE EMPCUR CURSOR WITH HOLD FOR
                   SELECT EMPNO, LASTNAME, SALARY, HIREDATE
                     FROM EMP
                    WHERE WORKDEPT = :HV-DEPT
                      AND LASTNAME <> 'O''NEIL'   -- doubled quote
                    ORDER BY EMPNO
                   FOR UPDATE OF SALARY
           END-EXEC.
       01  WS-EOF                  PIC X VALUE 'N'.
       01  WS-UPDATED              PIC 9(5) VALUE 0.
       01  WS-SQLCODE-ED           PIC -(9)9.
       01  WS-LINE.
           05  WL-EMPNO            PIC X(6).
           05  FILLER              PIC X VALUE SPACE.
           05  WL-NAME             PIC X(15).
           05  FILLER              PIC X VALUE SPACE.
           05  WL-SALARY           PIC Z,ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  WL-HIRED            PIC X(10).
       PROCEDURE DIVISION.
       0000-MAIN.
           EXEC SQL WHENEVER SQLERROR GO TO 9000-SQL-ERROR END-EXEC
           OPEN OUTPUT RPT-FILE
           EXEC SQL
               SELECT COUNT(*), MAX(SALARY)
                 INTO :HV-COUNT, :HV-MAX-SALARY
                 FROM EMP
                WHERE WORKDEPT = :HV-DEPT
           END-EXEC
           IF HV-COUNT = 0
               DISPLAY 'NO EMPLOYEES IN ' HV-DEPT
               GO TO 0900-END
           END-IF
           EXEC SQL OPEN EMPCUR END-EXEC
           PERFORM UNTIL WS-EOF = 'Y'
               EXEC SQL
                   FETCH EMPCUR
                    INTO :EMPNO, :LASTNAME, :SALARY,
                         :HIREDATE :HV-HIREDATE-IND
               END-EXEC
               EVALUATE TRUE
                   WHEN SQLCODE = 100
                       MOVE 'Y' TO WS-EOF
                   WHEN SQLCODE = 0
                       PERFORM 1000-RAISE
                   WHEN OTHER
                       GO TO 9000-SQL-ERROR
               END-EVALUATE
           END-PERFORM
           EXEC SQL CLOSE EMPCUR END-EXEC
           EXEC SQL COMMIT WORK END-EXEC.
       0900-END.
           CLOSE RPT-FILE
           DISPLAY 'SQLBATCH UPDATED ' WS-UPDATED
           GOBACK.
       1000-RAISE.
           EXEC SQL
               UPDATE EMP
                  SET SALARY = SALARY * (1 + :HV-RAISE-PCT / 100)
                WHERE CURRENT OF EMPCUR
           END-EXEC
           ADD 1 TO WS-UPDATED
           MOVE EMPNO TO WL-EMPNO
           MOVE LASTNAME-TEXT(1:LASTNAME-LEN) TO WL-NAME
           MOVE SALARY TO WL-SALARY
           IF HV-HIREDATE-IND < 0
               MOVE 'UNKNOWN' TO WL-HIRED
           ELSE
               MOVE HIREDATE TO WL-HIRED
           END-IF
           WRITE RPT-LINE FROM WS-LINE.
       9000-SQL-ERROR.
           MOVE SQLCODE TO WS-SQLCODE-ED
           DISPLAY 'SQL ERROR ' WS-SQLCODE-ED ' STATE ' SQLSTATE
           EXEC SQL WHENEVER SQLERROR CONTINUE END-EXEC
           EXEC SQL ROLLBACK END-EXEC
           MOVE 12 TO RETURN-CODE
           GOBACK.
